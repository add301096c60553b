from torch.utils.data import DistributedSampler

sampler = DistributedSampler(list(range(8)), num_replicas=2, rank=0, seed=0)
for epoch in range(3):
    # 忘了调用 sampler.set_epoch(epoch)
    print("epoch", epoch, list(sampler))
