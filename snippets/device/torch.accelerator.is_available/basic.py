import torch

# One code path for CUDA, ROCm, MPS, XPU and friends; the CPU when none is usable.
acc = torch.accelerator.current_accelerator(check_available=True)  # torch.device or None
device = acc if acc is not None else torch.device("cpu")
print("accelerator available:", torch.accelerator.is_available())
print("using:", device.type, "| devices:", torch.accelerator.device_count())

x = torch.ones(2, 2, device=device)
y = x @ x
if torch.accelerator.is_available():
    torch.accelerator.synchronize()  # wait for the kernels, whatever the backend
print(y.sum().item())
