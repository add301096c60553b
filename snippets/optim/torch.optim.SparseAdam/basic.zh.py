import torch

torch.manual_seed(0)
emb = torch.nn.Embedding(1000, 8, sparse=True)  # 稀疏梯度
head = torch.nn.Linear(8, 1)  # 稠密梯度
sparse_opt = torch.optim.SparseAdam(emb.parameters(), lr=0.01)
dense_opt = torch.optim.Adam(head.parameters(), lr=0.01)

ids = torch.tensor([3, 17, 17, 512])
before = emb.weight.detach().clone()
loss = head(emb(ids)).pow(2).mean()
loss.backward()
print(emb.weight.grad.layout, emb.weight.grad.coalesce().indices())
sparse_opt.step()
dense_opt.step()
changed = (emb.weight.detach() != before).any(dim=1).nonzero().flatten()
print("rows updated:", changed.tolist())  # 只有被查到的行
state = sparse_opt.state[emb.weight]
print(state["exp_avg"].shape, state["exp_avg"].layout)  # 矩估计是完整大小的稠密张量
