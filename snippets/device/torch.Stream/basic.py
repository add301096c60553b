import torch

acc = torch.accelerator.current_accelerator(check_available=True)
device = acc if acc is not None else torch.device("cpu")

s = torch.Stream(device)  # a new stream on the accelerator; on the CPU, a placeholder
with s:  # operators inside the block are queued on s
    y = torch.arange(4.0, device=device) * 2
s.synchronize()  # wait for everything queued on s
print(s.device.type, y.cpu(), s.query())
