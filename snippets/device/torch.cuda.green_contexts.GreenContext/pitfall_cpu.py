from torch.cuda.green_contexts import GreenContext

# Partitioning set up at start-up, run on a machine without a GPU.
ctx = GreenContext(num_sms=16)
