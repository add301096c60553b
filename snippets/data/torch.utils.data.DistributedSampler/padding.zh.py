from torch.utils.data import DistributedSampler

dataset = list(range(10))  # 10 个样本分给 3 个进程，除不尽
for drop_last in (False, True):
    print("drop_last =", drop_last)
    for rank in range(3):
        s = DistributedSampler(dataset, num_replicas=3, rank=rank, shuffle=False, drop_last=drop_last)
        print("  rank", rank, list(s), "len", len(s))
