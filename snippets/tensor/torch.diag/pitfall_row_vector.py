import torch

weights = torch.tensor([[0.5, 2.0, 3.0]])    # shape (1, 3), e.g. from keepdim=True

print(torch.diag(weights))                   # 2-d in -> its diagonal: a single value
print(torch.diag(weights.squeeze(0)))        # 1-d in -> the 3 x 3 matrix that was meant
