import torch

# 仅限 GPU：这个上下文管理器不给出分析器对象。
x = torch.ones(100, 100, device="cuda")
with torch.cuda.profiler.profile() as prof:
    x @ x
print(prof)  # None：结果交给外部工具（如果挂上了的话）
