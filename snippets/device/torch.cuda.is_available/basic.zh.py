import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 只选一次设备，然后到处传递它
run_device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print("CUDA available:", torch.cuda.is_available())
print("selected device type:", run_device.type)

x = torch.ones(2, device=device)
print(x.device.type)
