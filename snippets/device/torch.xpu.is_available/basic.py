import torch

print("XPU available:", torch.xpu.is_available())
print("XPU devices:", torch.xpu.device_count())  # 0 without an Intel GPU, never raises

if torch.xpu.is_available():
    device = torch.device("xpu", torch.xpu.current_device())
    x = torch.randn(1024, 1024, device=device)
    del x
    torch.xpu.empty_cache()  # hand cached blocks back to the driver
    print("using", torch.xpu.get_device_name(device))
else:
    print("torch.version.xpu =", torch.version.xpu)
    torch.xpu.empty_cache()  # a no-op here: nothing was ever cached
