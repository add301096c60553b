import torch

torch.autograd.set_detect_anomaly(True)  # 当作函数调用，而不是用 `with`
print(torch.is_anomaly_enabled())  # 在程序余下的部分一直开着
torch.autograd.set_detect_anomaly(False)
print(torch.is_anomaly_enabled())
