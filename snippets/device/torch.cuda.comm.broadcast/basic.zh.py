import torch
import torch.cuda.comm  # 仅 `import torch` 不会加载这个子模块
import torch.nn.parallel.comm

print("same function:", torch.cuda.comm.broadcast is torch.nn.parallel.comm.broadcast)

if torch.cuda.is_available():
    gpus = list(range(torch.cuda.device_count()))
    x = torch.arange(4.0, device="cuda:0")
    copies = torch.cuda.comm.broadcast(x, devices=gpus)  # 每块 GPU 一份副本
    print("copies:", len(copies) == len(gpus))
    chunks = torch.cuda.comm.scatter(torch.arange(6.0), devices=gpus)  # 沿第 0 维切分
    back = torch.cuda.comm.gather(chunks, destination=-1)  # -1：收集到 CPU 上
    print("scatter + gather round trip:", back.tolist())
    total = torch.cuda.comm.reduce_add(copies, destination=0)  # 在 0 号 GPU 上逐元素求和
    print("reduce_add:", (total.cpu() / len(gpus)).tolist())
