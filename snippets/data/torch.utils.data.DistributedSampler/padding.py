from torch.utils.data import DistributedSampler

dataset = list(range(10))  # 10 samples over 3 processes does not divide evenly
for drop_last in (False, True):
    print("drop_last =", drop_last)
    for rank in range(3):
        s = DistributedSampler(dataset, num_replicas=3, rank=rank, shuffle=False, drop_last=drop_last)
        print("  rank", rank, list(s), "len", len(s))
