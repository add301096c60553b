from torch.utils.data import BatchSampler, DataLoader, SequentialSampler

dataset = list(range(10))
batches = BatchSampler(SequentialSampler(dataset), batch_size=3, drop_last=False)
loader = DataLoader(dataset, batch_size=3, batch_sampler=batches)
