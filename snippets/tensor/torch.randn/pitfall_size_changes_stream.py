import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
first3 = torch.randn(3, device=device)

torch.manual_seed(0)
first3_of_20 = torch.randn(20, device=device)[:3]

print(first3)
print(first3_of_20)
print(torch.equal(first3, first3_of_20))
