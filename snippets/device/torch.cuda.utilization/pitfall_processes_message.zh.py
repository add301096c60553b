import torch

report = torch.cuda.list_gpu_processes()
print(type(report).__name__, "-", report)  # 返回一句说明而不是进程列表，也不抛异常
