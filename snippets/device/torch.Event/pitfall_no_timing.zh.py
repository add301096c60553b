import torch

acc = torch.accelerator.current_accelerator(check_available=True)
device = acc if acc is not None else torch.device("cpu")

start, end = torch.Event(device), torch.Event(device)  # enable_timing 保持默认值
if acc is not None:
    start.record()
    torch.ones(1024, device=device).sum()
    end.record()
    end.synchronize()
print(start.elapsed_time(end))
