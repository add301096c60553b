from torch.autograd.profiler import KinetoStepTracker

# All methods are class methods on one process-wide table: requester -> step count.
print("start:", KinetoStepTracker.current_step())

for _ in range(3):
    KinetoStepTracker.increment_step("TrainLoop")
print("after 3 TrainLoop steps:", KinetoStepTracker.current_step())

# A second requester starts at the current global step, so stepping both once moves the count by 1.
KinetoStepTracker.init_step_count("EvalLoop")
KinetoStepTracker.increment_step("TrainLoop")
KinetoStepTracker.increment_step("EvalLoop")
print("after one round of both:", KinetoStepTracker.current_step())

print("erased:", KinetoStepTracker.erase_step_count("EvalLoop"), KinetoStepTracker.erase_step_count("EvalLoop"))
