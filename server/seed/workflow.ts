/**
 * The demo approval workflows (money in sen), so the demo accounts show every checkout path:
 * buyer@lapasar.test checks out at Head Office through two stages (Finance Director from RM 1,000,
 * spending limit RM 50,000, a budget with RM 8,000 left, an approval document from RM 5,000), at Shah Alam Plant through one stage or
 * a project whose workflow has no approvers, and at Johor Depot, which has no workflow; Office
 * Renovation's budget is split between all three item codes. It pays at most RM 6,000 a unit for
 * IT & Electronics: the dearest laptops and keyboards are over the limit. energy@lapasar.test
 * checks out in EB number mode (charge code 4105) and always attaches an order document. The
 * portal company (single sign-on) orders to Cyberjaya Campus, approved by its line manager.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  budgets,
  buyerCodes,
  buyers,
  buyerLocations,
  categories,
  categoryPriceLimits,
  chargeCodeAccess,
  chargeCodeProjects,
  checkoutSettings,
  itemCodeBudgets,
  itemCodes,
  users,
  workflowStageApprovers,
  workflowStages,
  workflows,
} from '../db/schema';
import { DEFAULT_FINANCIAL_YEAR_START_MONTH, periodStartOf } from '../../src/lib/budget-period';
import { malaysianToday } from '../../src/lib/workflow';
import { SPECIAL_BUYER_ID, SSO_DEMO_BUYER_ID } from './accounts';

const DEMO_BUYER_ID = 1;
const ENERGY_BUYER_ID = 4;

/** The demo budgets are for the financial year (starting in January) the seed runs in, by its clock. */
const seededPeriod = (now: Date) => periodStartOf(malaysianToday(now), DEFAULT_FINANCIAL_YEAR_START_MONTH);

type LocationInsert = typeof buyerLocations.$inferInsert;
type ProjectInsert = Omit<typeof chargeCodeProjects.$inferInsert, 'buyerId' | 'locationId'>;

async function location(db: Database, row: LocationInsert): Promise<number> {
  const [inserted] = await db.insert(buyerLocations).values(row).returning({ id: buyerLocations.id });
  return inserted.id;
}

async function project(db: Database, buyerId: number, locationId: number, row: ProjectInsert): Promise<number> {
  const [inserted] = await db
    .insert(chargeCodeProjects)
    .values({ ...row, buyerId, locationId })
    .returning({ id: chargeCodeProjects.id });
  return inserted.id;
}

interface StageSeed {
  label: string;
  fromAmount: number;
  approverIds: number[];
}

async function workflow(db: Database, row: typeof workflows.$inferInsert, stages: StageSeed[]): Promise<void> {
  const [{ id }] = await db.insert(workflows).values(row).returning({ id: workflows.id });
  for (const [index, stage] of stages.entries()) {
    const [inserted] = await db
      .insert(workflowStages)
      .values({ workflowId: id, stage: index + 1, label: stage.label, fromAmount: stage.fromAmount })
      .returning({ id: workflowStages.id });
    if (stage.approverIds.length > 0) {
      await db
        .insert(workflowStageApprovers)
        .values(stage.approverIds.map((userId, order) => ({ stageId: inserted.id, userId, orderBy: order + 1 })));
    }
  }
}

async function itemCode(db: Database, buyerId: number, code: string, description: string, glCode: string): Promise<number> {
  const [inserted] = await db.insert(itemCodes).values({ buyerId, code, description, glCode }).returning({ id: itemCodes.id });
  return inserted.id;
}

async function userIds(db: Database): Promise<Map<string, number>> {
  const emails = [
    'buyer@lapasar.test',
    'approver@lapasar.test',
    'finance@lapasar.test',
    'energy@lapasar.test',
    'energy-approver@lapasar.test',
    'approver@intranet-portal.test',
  ];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  for (const email of emails) if (!ids.has(email)) throw new Error(`The workflow seed needs the account ${email}`);
  return ids;
}

async function seedDemoBuyer(db: Database, ids: Map<string, number>, now: Date): Promise<void> {
  const buyerId = DEMO_BUYER_ID;
  const approver = ids.get('approver@lapasar.test') as number;
  const finance = ids.get('finance@lapasar.test') as number;
  const headOffice = await location(db, {
    buyerId,
    locationName: 'Head Office',
    state: 'Kuala Lumpur',
    lotNo: 'Level 12, Menara Demo',
    street1: 'Jalan Sultan Ismail',
    street2: 'Bukit Bintang',
    postcode: '50250',
    city: 'Kuala Lumpur',
  });
  const shahAlam = await location(db, {
    buyerId,
    locationName: 'Shah Alam Plant',
    state: 'Selangor',
    lotNo: 'Lot 5',
    street1: 'Jalan Perusahaan 2',
    street2: 'Seksyen 15',
    postcode: '40200',
    city: 'Shah Alam',
  });
  await location(db, {
    buyerId,
    locationName: 'Johor Depot',
    state: 'Johor',
    lotNo: 'No. 8',
    street1: 'Jalan Tebrau',
    street2: 'Taman Abad',
    postcode: '80300',
    city: 'Johor Bahru',
  });

  const itRefresh = await project(db, buyerId, headOffice, { projectName: 'IT Refresh', projectCode: 'HO-IT-01' });
  const renovation = await project(db, buyerId, headOffice, { projectName: 'Office Renovation', projectCode: 'HO-REN-02' });
  const maintenance = await project(db, buyerId, shahAlam, {
    projectName: 'Plant Maintenance',
    projectCode: 'SA-MNT-01',
    applyAddress: 'Y',
    lotNo: 'Lot 5',
    street1: 'Jalan Perusahaan 2',
    street2: 'Seksyen 15',
    postcode: '40200',
    city: 'Shah Alam',
    state: 'Selangor',
  });
  const expansion = await project(db, buyerId, shahAlam, { projectName: 'Line Expansion', projectCode: 'SA-EXP-02' });

  await workflow(db, { buyerId, locationId: headOffice, name: 'Head Office approval', spendingLimit: 5_000_000 }, [
    { label: 'Department Head', fromAmount: 0, approverIds: [approver] },
    { label: 'Finance Director', fromAmount: 100_000, approverIds: [finance] },
  ]);
  await workflow(db, { buyerId, locationId: shahAlam, name: 'Plant approval', spendingLimit: null }, [
    { label: 'Plant Manager', fromAmount: 0, approverIds: [approver] },
  ]);
  // Configured but nobody assigned: 'No approvers found for this location and project.'
  await workflow(db, { buyerId, locationId: shahAlam, projectId: expansion, name: 'Expansion approval', spendingLimit: null }, [
    { label: 'Project Sponsor', fromAmount: 0, approverIds: [] },
  ]);

  const periodStart = seededPeriod(now);
  await db.insert(budgets).values([
    { buyerId, locationId: headOffice, projectId: itRefresh, periodStart, budgetLimit: 2_000_000, committed: 1_200_000 },
    { buyerId, locationId: headOffice, projectId: renovation, periodStart, budgetLimit: 10_000_000, committed: 0 },
    { buyerId, locationId: shahAlam, projectId: maintenance, periodStart, budgetLimit: 5_000_000, committed: 1_000_000 },
  ]);

  const supplies = await itemCode(db, buyerId, 'IC-1001', 'Office supplies', '610100');
  const equipment = await itemCode(db, buyerId, 'IC-1002', 'IT equipment', '620200');
  const parts = await itemCode(db, buyerId, 'IC-1003', 'Maintenance parts', '630300');
  await db.insert(itemCodeBudgets).values([
    // RM 14,000 left: room for an order above the approval document amount.
    {
      itemCodeId: supplies,
      projectId: itRefresh,
      periodStart,
      budgetName: 'IT Refresh - Office supplies',
      totalBudget: 1_500_000,
      committed: 100_000,
    },
    // Nearly spent: RM 300 left.
    {
      itemCodeId: equipment,
      projectId: itRefresh,
      periodStart,
      budgetName: 'IT Refresh - IT equipment',
      totalBudget: 1_000_000,
      committed: 970_000,
    },
    {
      itemCodeId: parts,
      projectId: maintenance,
      periodStart,
      budgetName: 'Plant Maintenance - Parts',
      totalBudget: 2_000_000,
      committed: 500_000,
    },
    // Office Renovation's RM 100,000 is split between its item codes, so every code can carry a line.
    {
      itemCodeId: supplies,
      projectId: renovation,
      periodStart,
      budgetName: 'Office Renovation - Office supplies',
      totalBudget: 4_000_000,
      committed: 0,
    },
    {
      itemCodeId: equipment,
      projectId: renovation,
      periodStart,
      budgetName: 'Office Renovation - IT equipment',
      totalBudget: 3_000_000,
      committed: 0,
    },
    {
      itemCodeId: parts,
      projectId: renovation,
      periodStart,
      budgetName: 'Office Renovation - Fittings',
      totalBudget: 3_000_000,
      committed: 0,
    },
  ]);
  await db.insert(buyerCodes).values([
    { buyerId, kind: 'capital_budget', code: 'CAPEX-2026-01', description: 'Computer equipment' },
    { buyerId, kind: 'capital_budget', code: 'CAPEX-2026-02', description: 'Furniture and fittings' },
    { buyerId, kind: 'capital_budget', code: 'CAPEX-2026-03', description: 'Plant machinery' },
  ]);
  // RM 6,000: a line of RM 6,000 or less is never over it.
  const [electronics] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.name, 'IT & Electronics'), eq(categories.level, 1)));
  if (electronics) await db.insert(categoryPriceLimits).values({ buyerId, categoryId: electronics.id, maxUnitPrice: 600_000 });
  await db
    .insert(checkoutSettings)
    .values({ buyerId, approvalDocAmountFrom: 500_000, mandatoryOrderAttachment: 0, sapPoidConfigured: true, cartIdGenerator: false });
  await db.insert(chargeCodeAccess).values({ userId: ids.get('buyer@lapasar.test') as number });
}

async function seedEnergyBuyer(db: Database, ids: Map<string, number>, now: Date): Promise<void> {
  const buyerId = ENERGY_BUYER_ID;
  const hq = await location(db, {
    buyerId,
    locationName: 'Energy HQ',
    state: 'Kuala Lumpur',
    lotNo: 'No. 129',
    street1: 'Jalan Bangsar',
    street2: 'Bangsar',
    postcode: '59200',
    city: 'Kuala Lumpur',
  });
  // A 4-digit charge code name puts item codes into EB number mode.
  await project(db, buyerId, hq, { projectName: '4105', projectCode: 'EB-4105' });
  await workflow(db, { buyerId, locationId: hq, name: 'Energy approval', spendingLimit: null }, [
    { label: 'Unit Head', fromAmount: 0, approverIds: [ids.get('energy-approver@lapasar.test') as number] },
  ]);
  await db.insert(budgets).values({ buyerId, locationId: hq, periodStart: seededPeriod(now), budgetLimit: 10_000_000, committed: 0 });
  await db.insert(buyerCodes).values([
    { buyerId, kind: 'payment', code: 'PAY-OPEX', description: 'Operating expenditure' },
    { buyerId, kind: 'payment', code: 'PAY-CAPEX', description: 'Capital expenditure' },
    { buyerId, kind: 'category', code: 'MT', description: 'Materials' },
    { buyerId, kind: 'category', code: 'SV', description: 'Services' },
  ]);
  // Every energy order carries an order attachment (the signed requisition).
  await db.insert(checkoutSettings).values({ buyerId, mandatoryOrderAttachment: 1 });
  await db.insert(chargeCodeAccess).values({ userId: ids.get('energy@lapasar.test') as number });
}

/** The portal company (single sign-on): one campus whose orders its line manager approves. */
async function seedPortalBuyer(db: Database, ids: Map<string, number>, now: Date): Promise<void> {
  const buyerId = SSO_DEMO_BUYER_ID;
  const campus = await location(db, {
    buyerId,
    locationName: 'Cyberjaya Campus',
    state: 'Selangor',
    lotNo: 'Block C, Level 3',
    street1: 'Persiaran Multimedia',
    street2: 'Cyber 7',
    postcode: '63000',
    city: 'Cyberjaya',
  });
  await workflow(db, { buyerId, locationId: campus, name: 'Campus approval', spendingLimit: null }, [
    { label: 'Line Manager', fromAmount: 0, approverIds: [ids.get('approver@intranet-portal.test') as number] },
  ]);
  await db.insert(budgets).values({ buyerId, locationId: campus, periodStart: seededPeriod(now), budgetLimit: 5_000_000, committed: 0 });
}

async function seedSpecialBuyer(db: Database): Promise<void> {
  await db.insert(buyerCodes).values([
    { buyerId: SPECIAL_BUYER_ID, kind: 'special_budget_category', code: 'SBC-01', description: 'Emergency procurement' },
    { buyerId: SPECIAL_BUYER_ID, kind: 'special_budget_category', code: 'SBC-02', description: 'Community programme' },
  ]);
}

/** The workflow model of the demo buyers; runs after the accounts, whatever the product count. `now` dates the budgets. */
export async function seedWorkflow(db: Database, now = new Date()): Promise<void> {
  const ids = await userIds(db);
  await seedDemoBuyer(db, ids, now);
  await seedEnergyBuyer(db, ids, now);
  await seedPortalBuyer(db, ids, now);
  await seedSpecialBuyer(db);
}

/** The demo companies, whose budgets a demo start keeps current. */
const DEMO_BUDGET_BUYERS = [DEMO_BUYER_ID, ENERGY_BUYER_ID, SSO_DEMO_BUYER_ID];

/**
 * Gives each budget of the demo companies (charge code, location and item code budgets) whose
 * latest period is before the company's current financial year the same limit and committed
 * amount in the current year, so a demo database started in a later year still has budgets to
 * order against (nothing pending: no order of the new year holds any). A budget already in the
 * current year is left alone, so running it again changes nothing.
 */
export async function rollDemoBudgetsForward(db: Database, now = new Date()): Promise<void> {
  const today = malaysianToday(now);
  const companies = await db
    .select({ id: buyers.id, startMonth: buyers.financialYearStartMonth })
    .from(buyers)
    .where(inArray(buyers.id, DEMO_BUDGET_BUYERS));
  for (const company of companies) {
    const current = periodStartOf(today, company.startMonth);
    const held = await db.select().from(budgets).where(eq(budgets.buyerId, company.id));
    const latest = new Map<string, (typeof held)[number]>();
    for (const row of held) {
      const key = `${row.locationId}:${row.projectId}`;
      if ((latest.get(key)?.periodStart ?? '') < row.periodStart) latest.set(key, row);
    }
    const stale = [...latest.values()].filter((row) => row.periodStart < current);
    if (stale.length > 0)
      await db
        .insert(budgets)
        .values(stale.map(({ id: _id, pending: _pending, ...row }) => ({ ...row, periodStart: current })))
        .onConflictDoNothing();

    const itemHeld = await db
      .select({ budget: itemCodeBudgets })
      .from(itemCodeBudgets)
      .innerJoin(itemCodes, eq(itemCodes.id, itemCodeBudgets.itemCodeId))
      .where(eq(itemCodes.buyerId, company.id));
    const latestItem = new Map<string, (typeof itemHeld)[number]['budget']>();
    for (const { budget } of itemHeld) {
      const key = `${budget.itemCodeId}:${budget.projectId}`;
      if ((latestItem.get(key)?.periodStart ?? '') < budget.periodStart) latestItem.set(key, budget);
    }
    const staleItems = [...latestItem.values()].filter((row) => row.periodStart < current);
    if (staleItems.length > 0)
      await db
        .insert(itemCodeBudgets)
        .values(staleItems.map(({ id: _id, pending: _pending, ...row }) => ({ ...row, periodStart: current })))
        .onConflictDoNothing();
  }
}
