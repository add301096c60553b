import torch

torch.manual_seed(0)
batch1 = torch.randn(4, 2, 3)   # 4 pairs of (2, 3) @ (3, 5)
batch2 = torch.randn(4, 3, 5)
bias = torch.ones(5)            # broadcasts to (2, 5)

out = torch.addbmm(bias, batch1, batch2, beta=0.5, alpha=2.0)
print(out.shape)                # one (2, 5) matrix: the batch is summed away

manual = 0.5 * bias + 2.0 * (batch1 @ batch2).sum(dim=0)
print(torch.allclose(out, manual, atol=1e-5))

acc = torch.zeros(2, 5)
acc.addbmm_(batch1, batch2)     # in place: acc += sum_b batch1[b] @ batch2[b]
print(torch.allclose(acc, (batch1 @ batch2).sum(dim=0), atol=1e-5))
