from torch.utils.data import DataLoader, DistributedSampler

dataset = list(range(8))
sampler = DistributedSampler(dataset, num_replicas=2, rank=0)
loader = DataLoader(dataset, batch_size=2, shuffle=True, sampler=sampler)
