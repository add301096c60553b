from torch.cuda.green_contexts import GreenContext

# 仅限 GPU：本意是“占用整块 GPU 的上下文”。
ctx = GreenContext()
