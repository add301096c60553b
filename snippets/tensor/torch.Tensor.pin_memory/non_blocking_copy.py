import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = torch.arange(8.0).view(2, 4).pin_memory()  # page-locked host memory
print(batch.is_pinned())

gpu_batch = batch.to(device, non_blocking=True)  # asynchronous host-to-device copy
result = (gpu_batch * 2).sum(dim=1)              # queued on the same stream: ordered after the copy

host = result.to("cpu")  # a blocking copy back waits for the GPU
print(host)
