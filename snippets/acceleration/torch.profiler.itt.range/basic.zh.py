import torch
from torch.profiler import itt

print("ITT available:", itt.is_available())

x = torch.randn(256, 256)
with itt.range("matmul block {}", 1):  # 名字是 msg.format(*args, **kwargs) 的结果
    y = x @ x

itt.range_push("post-processing")  # 手动写法，效果与 range 相同
z = y.relu().sum()
itt.range_pop()
itt.mark("step done")  # 一个时间点，不是区间
print("ran outside VTune without effect:", z.item() > 0)
