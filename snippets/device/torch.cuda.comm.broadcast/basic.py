import torch
import torch.cuda.comm  # a submodule that `import torch` alone does not load
import torch.nn.parallel.comm

print("same function:", torch.cuda.comm.broadcast is torch.nn.parallel.comm.broadcast)

if torch.cuda.is_available():
    gpus = list(range(torch.cuda.device_count()))
    x = torch.arange(4.0, device="cuda:0")
    copies = torch.cuda.comm.broadcast(x, devices=gpus)  # one copy per GPU
    print("copies:", len(copies) == len(gpus))
    chunks = torch.cuda.comm.scatter(torch.arange(6.0), devices=gpus)  # split along dim 0
    back = torch.cuda.comm.gather(chunks, destination=-1)  # -1: gather onto the CPU
    print("scatter + gather round trip:", back.tolist())
    total = torch.cuda.comm.reduce_add(copies, destination=0)  # element-wise sum on GPU 0
    print("reduce_add:", (total.cpu() / len(gpus)).tolist())
