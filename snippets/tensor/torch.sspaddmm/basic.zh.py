import torch

S = torch.tensor([[1.0, 0.0, 0.0],
                  [0.0, 0.0, 2.0],
                  [0.0, 3.0, 0.0]]).to_sparse()        # 稀疏 COO
D = torch.arange(6.0).reshape(3, 2)                    # 稠密

r = torch.smm(S, D)                                    # 稀疏 @ 稠密 -> 稀疏
print(r.layout, r.to_dense())

M = torch.sparse_coo_tensor(torch.tensor([[0], [0]]), torch.tensor([10.0]), (3, 2))
out = torch.sspaddmm(M, S, D, beta=0.5, alpha=2.0)     # 0.5 * M + 2 * (S @ D)，结果仍是稀疏的
print(out.layout, out.to_dense())
print(torch.equal(out.to_dense(), 0.5 * M.to_dense() + 2 * (S.to_dense() @ D)))
print(M.sspaddmm(S, D).to_dense())                     # 方法形式，beta = alpha = 1
