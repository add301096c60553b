import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([88.0, 89.0], device=device)
print(torch.exp(x))                                     # float32 overflows just above 88.7
print(torch.exp(torch.tensor([11.0, 12.0], device=device).half()))  # float16: above about 11.1

logits = torch.tensor([10.0, 100.0, 1000.0], device=device)
naive = torch.exp(logits) / torch.exp(logits).sum()     # inf / inf = nan
print(naive)
print(torch.softmax(logits, dim=0))                     # stable: no overflow
print(torch.logsumexp(logits, dim=0))
