import torch

torch.autograd.set_detect_anomaly(True)  # called as a function, not as `with`
print(torch.is_anomaly_enabled())  # stays on for the rest of the program
torch.autograd.set_detect_anomaly(False)
print(torch.is_anomaly_enabled())
