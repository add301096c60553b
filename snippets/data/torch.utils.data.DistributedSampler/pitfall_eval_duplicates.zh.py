from torch.utils.data import DistributedSampler

dataset = list(range(10))
seen = []
for rank in range(4):  # 在 4 个进程上评估，之后再汇总结果
    seen += list(DistributedSampler(dataset, num_replicas=4, rank=rank, shuffle=False))
print("dataset:", len(dataset), "evaluated:", len(seen), "unique:", len(set(seen)))
