import torch

# 仅限 GPU：给 Python 变量重新赋值，不会改变图读取的内存。
x = torch.ones(4, device="cuda")
torch.cuda.synchronize()
g = torch.cuda.CUDAGraph()
with torch.cuda.graph(g):
    y = x * 2

x = torch.full((4,), 10.0, device="cuda")  # 一个新张量；图读的仍是旧的那块内存
g.replay()
print(y.tolist())  # 仍然是 [2.0, 2.0, 2.0, 2.0]
