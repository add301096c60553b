import torch

# 当前加速器对应的模块；没有加速器时是 torch.cpu。
backend = torch.get_device_module()
print(backend.__name__, backend.is_available(), backend.device_count())

# 同一段代码可以同步张量所在的任意设备。
device = torch.accelerator.current_accelerator(check_available=True) or torch.device("cpu")
x = torch.randn(256, 256, device=device)
y = x @ x
torch.get_device_module(y.device).synchronize()
print(y.device.type, torch.get_device_module(y.device).__name__)

# 传名字或 torch.device 都行；即使没有硬件，模块也存在。
print(torch.get_device_module("cuda").__name__, torch.get_device_module(torch.device("cpu")).__name__)
