from torch.autograd.profiler import KinetoStepTracker

# 在 Kineto 守护进程下，优化器钩子每次 optimizer.step() 做的事：
for step in range(3):
    KinetoStepTracker.increment_step("Optimizer")
    # 你自己的代码也报告“步数”，但每次迭代报了两次（比如前向和反向各一次）。
    KinetoStepTracker.increment_step("MyModel")
    KinetoStepTracker.increment_step("MyModel")
    print("iteration", step + 1, "-> global step", KinetoStepTracker.current_step())
