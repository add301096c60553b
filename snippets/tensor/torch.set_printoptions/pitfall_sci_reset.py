import torch

probs = torch.tensor([0.91, 0.00002, 0.08998])

torch.set_printoptions(sci_mode=False)
print(probs)

torch.set_printoptions(precision=3)  # sci_mode not passed: back to automatic
print(probs)
