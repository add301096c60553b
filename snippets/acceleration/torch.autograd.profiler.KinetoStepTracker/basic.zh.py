from torch.autograd.profiler import KinetoStepTracker

# 所有方法都是类方法，操作同一张进程级的表：请求者 -> 步数。
print("start:", KinetoStepTracker.current_step())

for _ in range(3):
    KinetoStepTracker.increment_step("TrainLoop")
print("after 3 TrainLoop steps:", KinetoStepTracker.current_step())

# 第二个请求者从当前全局步开始计，所以两者各走一步，全局步只加 1。
KinetoStepTracker.init_step_count("EvalLoop")
KinetoStepTracker.increment_step("TrainLoop")
KinetoStepTracker.increment_step("EvalLoop")
print("after one round of both:", KinetoStepTracker.current_step())

print("erased:", KinetoStepTracker.erase_step_count("EvalLoop"), KinetoStepTracker.erase_step_count("EvalLoop"))
