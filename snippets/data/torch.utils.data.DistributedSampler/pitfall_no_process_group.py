from torch.utils.data import DistributedSampler

# Run as a plain script (no torchrun, no init_process_group).
sampler = DistributedSampler(list(range(8)))
