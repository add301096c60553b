import torch

pred, target = torch.zeros(3), torch.ones(3)
print(torch.nn.SmoothL1Loss(beta=0.0)(pred, target))  # beta=0 is L1 and runs

criterion = torch.nn.HuberLoss(delta=0.0)  # accepted here...
criterion(pred, target)                    # ...rejected at the first call
