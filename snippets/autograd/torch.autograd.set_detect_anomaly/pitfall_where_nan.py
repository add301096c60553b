import torch

x = torch.tensor([0.0, 2.0], requires_grad=True)
with torch.autograd.set_detect_anomaly(True):
    # log only where x > 0, so the forward result has no NaN ...
    y = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
    print(y)
    y.sum().backward()  # ... but log's backward divides the zero gradient by x = 0: 0 / 0 is NaN
