import torch

buf = torch.arange(6.0)
out = buf.resize_(2, 3)          # same numel: just new sizes and strides
print(out is buf)                # returns self
print(buf)

buf.resize_(2)                   # shrinking keeps the storage allocated
print(buf, buf.untyped_storage().nbytes())
buf.resize_(6)                   # growing back within the old storage shows the old values
print(buf)

scratch = torch.empty(0)
scratch.resize_(4, 4)            # growing past the storage allocates: new values are uninitialised
print(scratch.shape)
