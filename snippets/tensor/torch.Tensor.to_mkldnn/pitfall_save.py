import io

import torch

m = torch.ones(2, 3).to_mkldnn()
buffer = io.BytesIO()
torch.save(m.to_dense(), buffer)                    # save the dense form
print(buffer.tell() > 0)
torch.save(m, io.BytesIO())                         # an oneDNN tensor has no storage to write
