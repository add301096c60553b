from torch.utils.data import DistributedSampler

dataset = list(range(10))
seen = []
for rank in range(4):  # evaluation on 4 processes, results gathered afterwards
    seen += list(DistributedSampler(dataset, num_replicas=4, rank=rank, shuffle=False))
print("dataset:", len(dataset), "evaluated:", len(seen), "unique:", len(set(seen)))
