import torch

report = torch.cuda.list_gpu_processes()
print(type(report).__name__, "-", report)  # a message in place of the process list, no exception
