from torch.cuda.green_contexts import GreenContext

# GPU only: meant "a context with the whole GPU".
ctx = GreenContext()
