import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
bn = torch.nn.BatchNorm1d(2).to(device)
sample = torch.tensor([[1.0, 2.0]], device=device)
others = torch.randn(3, 2, device=device)

# In training mode the result for the same sample depends on the rest of the batch
out1 = bn(torch.cat([sample, others]))[0]
out2 = bn(torch.cat([sample, others * 10]))[0]
print(torch.allclose(out1, out2))

bn.eval()  # inference: fixed running statistics, the result is per-sample
out3 = bn(torch.cat([sample, others]))[0]
out4 = bn(torch.cat([sample, others * 10]))[0]
print(torch.allclose(out3, out4))
