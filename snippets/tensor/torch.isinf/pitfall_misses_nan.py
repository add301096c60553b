import torch

grad = torch.tensor([0.1, float("nan"), 0.3])

print(torch.isinf(grad).any())        # False: the check passes although grad is broken
print((~torch.isfinite(grad)).any())  # catches inf and nan
