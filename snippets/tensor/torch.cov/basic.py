import torch

# 3 variables (rows), 4 observations each (columns)
x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 4.0, 6.0, 8.0],
                  [4.0, 3.0, 2.0, 1.0]])

print(torch.cov(x))                  # 3 x 3, unbiased (divides by N - 1)
print(x.cov(correction=0))           # population covariance (divides by N)
print(torch.corrcoef(x))             # Pearson correlation, values in [-1, 1]

weights = torch.tensor([1, 1, 1, 5]) # fweights: how often each observation occurs
print(torch.cov(x[0], fweights=weights))
