import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([88.0, 89.0], device=device)
print(torch.exp(x))                                     # float32 在略高于 88.7 时溢出
print(torch.exp(torch.tensor([11.0, 12.0], device=device).half()))  # float16：高于约 11.1 就溢出

logits = torch.tensor([10.0, 100.0, 1000.0], device=device)
naive = torch.exp(logits) / torch.exp(logits).sum()     # inf / inf = nan
print(naive)
print(torch.softmax(logits, dim=0))                     # 数值稳定：不会溢出
print(torch.logsumexp(logits, dim=0))
