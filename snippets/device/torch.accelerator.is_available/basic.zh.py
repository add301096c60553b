import torch

# CUDA、ROCm、MPS、XPU 等后端共用一套代码；都不可用时退回 CPU。
acc = torch.accelerator.current_accelerator(check_available=True)  # torch.device 或 None
device = acc if acc is not None else torch.device("cpu")
print("accelerator available:", torch.accelerator.is_available())
print("using:", device.type, "| devices:", torch.accelerator.device_count())

x = torch.ones(2, 2, device=device)
y = x @ x
if torch.accelerator.is_available():
    torch.accelerator.synchronize()  # 等待内核执行完，不管是哪种后端
print(y.sum().item())
