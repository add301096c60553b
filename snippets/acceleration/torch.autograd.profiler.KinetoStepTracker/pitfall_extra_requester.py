from torch.autograd.profiler import KinetoStepTracker

# What the optimizer hook does once per optimizer.step() under a Kineto daemon:
for step in range(3):
    KinetoStepTracker.increment_step("Optimizer")
    # Your own code also reports a "step", but twice per iteration (say forward and backward).
    KinetoStepTracker.increment_step("MyModel")
    KinetoStepTracker.increment_step("MyModel")
    print("iteration", step + 1, "-> global step", KinetoStepTracker.current_step())
