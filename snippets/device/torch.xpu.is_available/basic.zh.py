import torch

print("XPU available:", torch.xpu.is_available())
print("XPU devices:", torch.xpu.device_count())  # 没有 Intel GPU 时为 0，从不抛异常

if torch.xpu.is_available():
    device = torch.device("xpu", torch.xpu.current_device())
    x = torch.randn(1024, 1024, device=device)
    del x
    torch.xpu.empty_cache()  # 把缓存的内存块还给驱动
    print("using", torch.xpu.get_device_name(device))
else:
    print("torch.version.xpu =", torch.version.xpu)
    torch.xpu.empty_cache()  # 这里什么也不做：从来没有缓存过任何东西
