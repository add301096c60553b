import torch

x = torch.tensor([1.0, 2.0, 3.0])
print(torch.vander(x))                      # columns x^2, x^1, x^0
print(torch.vander(x, N=4, increasing=True))   # x^0 ... x^3
# least-squares fit of a line y = a*x + b
y = torch.tensor([3.0, 5.0, 7.0])
coef = torch.linalg.lstsq(torch.vander(x, N=2), y.unsqueeze(1)).solution
print(coef.squeeze(1))
