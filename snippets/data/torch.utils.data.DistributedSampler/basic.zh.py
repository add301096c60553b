from torch.utils.data import DataLoader, DistributedSampler

dataset = list(range(10))  # 任何实现了 __len__ 的 map 式数据集

# 实际训练中 num_replicas 和 rank 来自进程组；
# 这里显式传入，演示 3 个进程各自会分到什么。
for rank in range(3):
    sampler = DistributedSampler(dataset, num_replicas=3, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(dataset, batch_size=2, sampler=sampler)  # 这里不再传 shuffle=
    for epoch in range(2):
        sampler.set_epoch(epoch)  # 每个 epoch 一个新排列，且所有 rank 上相同
        print(f"rank {rank} epoch {epoch}:", [b.tolist() for b in loader])
