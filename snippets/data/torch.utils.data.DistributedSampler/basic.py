from torch.utils.data import DataLoader, DistributedSampler

dataset = list(range(10))  # any map-style dataset with __len__

# In real training num_replicas and rank come from the process group;
# passing them explicitly shows what each of 3 processes would get.
for rank in range(3):
    sampler = DistributedSampler(dataset, num_replicas=3, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(dataset, batch_size=2, sampler=sampler)  # no shuffle= here
    for epoch in range(2):
        sampler.set_epoch(epoch)  # a new permutation each epoch, the same on every rank
        print(f"rank {rank} epoch {epoch}:", [b.tolist() for b in loader])
